import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { NeedHelpBox } from './NeedHelpBox';

describeConformance(NeedHelpBox, { name: 'NeedHelpBox', props: {} });

describe('NeedHelpBox', () => {
  it("gives the brand's phone line and hours under 'Need Help?'", () => {
    renderWithProviders(<NeedHelpBox />);
    const box = screen.getByRole('complementary', { name: 'Need Help?' });
    expect(screen.getByRole('link', { name: '(508) 555-0142' })).toHaveAttribute('href', 'tel:+15085550142');
    expect(box).toHaveTextContent('8:30 AM to 5:00 PM EST, Monday to Friday');
    expect(box).toHaveAttribute('data-floating', 'true');
  });

  it('shows another line when given one', () => {
    renderWithProviders(
      <NeedHelpBox phone="(508) 555-0199" phoneHref="tel:+15085550199" hours="Always" floating={false} />,
    );
    expect(screen.getByRole('link', { name: '(508) 555-0199' })).toHaveAttribute('href', 'tel:+15085550199');
    expect(screen.getByRole('complementary')).not.toHaveAttribute('data-floating');
    expect(screen.getByText('Always')).toBeInTheDocument();
  });
});

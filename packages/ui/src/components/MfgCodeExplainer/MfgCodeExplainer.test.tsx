import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MFG_ERRORS } from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { MfgCodeExplainer } from './MfgCodeExplainer';

describeConformance(MfgCodeExplainer, { name: 'MfgCodeExplainer', props: {} });

const today = new Date(2026, 5, 1);

describe('MfgCodeExplainer', () => {
  it('takes the example apart into day of year, year, facility, line and time', () => {
    renderWithProviders(<MfgCodeExplainer today={today} />);
    expect(screen.getByText('112 24 M1 15:20')).toBeInTheDocument();
    const items = within(
      screen.getByRole('list', { name: 'Parts of the code 112 24 M1 15:20' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '112Day of yearThe 112th day of the year (Julian date)',
      '24YearThe last two digits of the year',
      'MFacilityWhere it was made: Marlborough',
      '1LineProduction line 1',
      '15:20TimeTime of production, 24-hour clock',
    ]);
  });

  it('lists the four facilities, under its title', () => {
    renderWithProviders(<MfgCodeExplainer decoder={false} title="The parts of a code" />);
    expect(screen.getByRole('region', { name: 'The parts of a code' })).toBeInTheDocument();
    const facilities = within(screen.getByRole('list', { name: 'Facilities' })).getAllByRole('listitem');
    expect(facilities.map((item) => item.textContent)).toEqual([
      'A Atlanta',
      'M Marlborough',
      'V Las Vegas',
      'B Indiana',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("reads the visitor's code into a date, facility, line and time", async () => {
    renderWithProviders(<MfgCodeExplainer today={today} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Manufacturing code' }), '112 24 m1 15:20');
    await userEvent.click(screen.getByRole('button', { name: 'Read code' }));
    const result = screen.getByText('Made on').closest('dl');
    expect(result).toHaveTextContent(
      'Made on04/21/2024 (day 112 of 2024)FacilityMarlborough (M)Line1Time15:20',
    );
  });

  it('explains what is wrong with a malformed code, and clears the message on typing', async () => {
    renderWithProviders(<MfgCodeExplainer today={today} />);
    const input = screen.getByRole('textbox', { name: 'Manufacturing code' });
    await userEvent.type(input, '400 24 M1 15:20{Enter}');
    expect(input).toHaveAccessibleDescription(MFG_ERRORS.day);
    await userEvent.type(input, 'x');
    expect(input).not.toHaveAccessibleDescription(MFG_ERRORS.day);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATE_OPTIONS } from '@larder/domain';
import { renderWithProviders } from '../test/render';
import { Field } from './Field';
import { Select } from './Select';
import { chooseOption, chosenValue } from './storyHelpers';

function StateField({ onValueChange = () => {} }: { onValueChange?: (value: string) => void }) {
  return (
    <form aria-label="Example">
      <Field label="State" required error="Please, select an option">
        {(control) => (
          <Select
            {...control}
            name="state"
            placeholder="Select a state"
            options={STATE_OPTIONS}
            defaultValue="NH"
            onValueChange={onValueChange}
          />
        )}
      </Field>
    </form>
  );
}

const posted = () =>
  new FormData(screen.getByRole('form', { name: 'Example' }) as HTMLFormElement).getAll('state');

describe('Select', () => {
  it('renders a native select on the server: it works without JavaScript', () => {
    const html = renderToString(<StateField />);
    expect(html).toMatch(/<select[^>]*name="state"/);
    expect(html).toContain('<option value="">Select a state</option>');
    expect(html).toMatch(/<option value="NH" selected="">New Hampshire<\/option>/);
    expect(html).toContain('aria-required="true"');
    expect(html).not.toContain('role="combobox"');
  });

  it('keeps the native select without a fine pointer (jsdom, a phone)', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<StateField onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Please, select an option');
    await chooseOption(select, 'Vermont', userEvent);
    expect(onValueChange).toHaveBeenLastCalledWith('VT');
    expect(posted()).toEqual(['VT']);
  });

  describe('on a fine pointer', () => {
    const pointerFine = (query: string) => ({
      matches: query === '(pointer: fine)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const { hasPointerCapture, releasePointerCapture, scrollIntoView } = Element.prototype;
    beforeEach(() => {
      // jsdom has no matchMedia and no pointer capture or scrolling, which the Radix list calls.
      vi.stubGlobal('matchMedia', vi.fn(pointerFine));
      Element.prototype.hasPointerCapture = () => false;
      Element.prototype.releasePointerCapture = () => {};
      Element.prototype.scrollIntoView = () => {};
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      Object.assign(Element.prototype, { hasPointerCapture, releasePointerCapture, scrollIntoView });
    });

    it('becomes the Radix list with the same label, description, required state, value and form field', async () => {
      const onValueChange = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<StateField onValueChange={onValueChange} />);
      const trigger = screen.getByRole('combobox', { name: 'State' });
      expect(trigger.tagName).toBe('BUTTON');
      expect(trigger).toHaveAccessibleDescription('Please, select an option');
      expect(trigger).toHaveAttribute('aria-required', 'true');
      expect(trigger).toHaveAttribute('aria-invalid', 'true');
      expect(trigger).toHaveTextContent('New Hampshire');
      expect(posted()).toEqual(['NH']);

      await chooseOption(trigger, 'Massachusetts', user);
      expect(onValueChange).toHaveBeenLastCalledWith('MA');
      expect(chosenValue(trigger)).toBe('MA');
      expect(trigger).toHaveTextContent('Massachusetts');
      expect(posted()).toEqual(['MA']);

      await chooseOption(trigger, 'Select a state', user);
      expect(onValueChange).toHaveBeenLastCalledWith('');
      expect(posted()).toEqual(['']);
    });
  });
});

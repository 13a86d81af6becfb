import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_CUSTOM_OPTION_DUPLICATE, maxCharsMessage, minCharsMessage } from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { CustomSelect } from './CustomSelect';

describeConformance(CustomSelect, {
  name: 'CustomSelect',
  props: { label: 'Distributor', options: ['Sysco'] },
});

const input = () => screen.getByRole('textbox', { name: 'Add a new option' });

describe('CustomSelect', { timeout: 20000 }, () => {
  it('creates an option of 3 to 599 characters and selects it', async () => {
    const onCreateOption = vi.fn();
    const onChange = vi.fn();
    renderWithProviders(
      <CustomSelect
        label="Distributor"
        options={['Sysco']}
        onCreateOption={onCreateOption}
        onChange={onChange}
      />,
    );
    await userEvent.type(input(), 'GFS');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onCreateOption).toHaveBeenCalledWith('GFS');
    expect(onChange).toHaveBeenCalledWith('GFS');
    expect(screen.getByRole('combobox', { name: 'Distributor' })).toHaveValue('GFS');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an option',
      'Sysco',
      'GFS',
    ]);
    expect(input()).toHaveValue('');
  });

  it('refuses fewer than 3 and more than 599 characters', async () => {
    const onCreateOption = vi.fn();
    renderWithProviders(<CustomSelect label="Distributor" options={[]} onCreateOption={onCreateOption} />);
    await userEvent.type(input(), 'AB{Enter}');
    expect(input()).toHaveAccessibleDescription(minCharsMessage(3));
    await userEvent.clear(input());
    await userEvent.click(input());
    await userEvent.paste('x'.repeat(600));
    await userEvent.keyboard('{Enter}');
    expect(input()).toHaveAccessibleDescription(maxCharsMessage(599));
    expect(onCreateOption).not.toHaveBeenCalled();
  });

  it('refuses a duplicate, ignoring case and spaces, also of an option created before', async () => {
    renderWithProviders(<CustomSelect label="Distributor" options={['Sysco']} />);
    await userEvent.type(input(), ' SYSCO {Enter}');
    expect(input()).toHaveAccessibleDescription(MSG_CUSTOM_OPTION_DUPLICATE);
    await userEvent.clear(input());
    await userEvent.type(input(), 'Local Farm{Enter}');
    await userEvent.type(input(), 'local farm{Enter}');
    expect(input()).toHaveAccessibleDescription(MSG_CUSTOM_OPTION_DUPLICATE);
  });
});

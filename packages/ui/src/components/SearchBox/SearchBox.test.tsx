import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { LarderProvider } from '../../theme/LarderProvider';
import { SearchBox } from './SearchBox';

describeConformance(SearchBox, { name: 'SearchBox', props: {}, refType: HTMLFormElement });

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const type = (text: string) =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: text } });

  it('searches once typing has paused for 750 ms by default', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} />);
    type('ra');
    act(() => vi.advanceTimersByTime(500));
    type('ranch');
    act(() => vi.advanceTimersByTime(749));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ranch');
  });

  it('uses the delay it is given', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} delay={100} />);
    type('honey');
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledWith('honey');
  });

  it('does not search on mount', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} defaultValue="greek" />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('submits the text on Enter and drops the pending search', () => {
    const onSearch = vi.fn();
    const onSubmit = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} onSubmit={onSubmit} />);
    type('boom boom');
    fireEvent.submit(screen.getByRole('search'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onSubmit).toHaveBeenCalledWith('boom boom');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('with requireText, submits and searches only non-empty text', () => {
    const onSearch = vi.fn();
    const onSubmit = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} onSubmit={onSubmit} requireText />);
    type('   ');
    fireEvent.submit(screen.getByRole('search'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onSearch).not.toHaveBeenCalled();
    type('italian');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith('italian');
  });

  it('without JavaScript, sends its hidden fields along with the text, so a list keeps its filters and compare selection', () => {
    renderWithProviders(
      <SearchBox
        action="/products"
        name="searchTerm"
        defaultValue="ranch"
        hiddenFields={[
          ['flavor', 'ranch'],
          ['compare', 'ranch-dressing,honey-mustard'],
        ]}
      />,
    );
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(new URLSearchParams(new FormData(form) as unknown as string[][]).toString()).toBe(
      'flavor=ranch&compare=ranch-dressing%2Choney-mustard&searchTerm=ranch',
    );
  });

  it('works as a plain GET form to /search-result?term= without handlers', () => {
    renderWithProviders(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search-result');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'term');
  });

  it("submits without JavaScript to the search page of the provider's routes, or to its own action", () => {
    const routes = { searchPage: () => '/steakhouse/find' };
    const { rerender } = renderWithProviders(
      <LarderProvider routes={routes}>
        <SearchBox />
      </LarderProvider>,
    );
    expect(screen.getByRole('search')).toHaveAttribute('action', '/steakhouse/find');
    rerender(
      <LarderProvider routes={routes}>
        <SearchBox action="/recipes" />
      </LarderProvider>,
    );
    expect(screen.getByRole('search')).toHaveAttribute('action', '/recipes');
  });

  it("shows the spec's placeholder 'What can we get you today?'", () => {
    renderWithProviders(<SearchBox />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'What can we get you today?');
  });

  it('follows a controlled value', () => {
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(<SearchBox value="fr" onValueChange={onValueChange} />);
    type('fre');
    expect(onValueChange).toHaveBeenCalledWith('fre');
    expect(screen.getByRole('searchbox')).toHaveValue('fr');
    rerender(<SearchBox value="french" onValueChange={onValueChange} />);
    expect(screen.getByRole('searchbox')).toHaveValue('french');
  });
});

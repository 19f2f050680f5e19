import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { RegisterPage } from './RegisterPage';

function setup() {
  const api = fakeApi({});
  const Wrapper = renderWrapper(api.client);
  render(
    <Wrapper>
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>
    </Wrapper>,
  );
  return {
    username: screen.getByLabelText('Username'),
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

describe('RegisterPage validation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a field problem 100 ms after leaving it, then follows typing', () => {
    const f = setup();
    fireEvent.change(f.email, { target: { value: 'nope' } });
    fireEvent.blur(f.email);
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    fireEvent.change(f.email, { target: { value: 'a@b' } });
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('enables submit only when username, email and password are all valid', () => {
    const f = setup();
    expect(f.submit).toBeDisabled();
    fireEvent.change(f.username, { target: { value: 'ann' } });
    fireEvent.change(f.email, { target: { value: 'ann@example.com' } });
    fireEvent.change(f.password, { target: { value: 'short' } });
    expect(f.submit).toBeDisabled();
    fireEvent.change(f.password, { target: { value: 'long-enough' } });
    expect(f.submit).toBeEnabled();
    fireEvent.change(f.username, { target: { value: 'ann.example' } });
    expect(f.submit).toBeDisabled();
  });
});

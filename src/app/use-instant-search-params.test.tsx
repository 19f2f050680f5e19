import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useInstantSearchParams } from './use-instant-search-params';

function Box() {
  const [params, setParams] = useInstantSearchParams();
  const on = params.get('on') === 'true';
  return (
    <label>
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          next.set('on', String(e.target.checked));
          void setParams(next, { replace: true });
        }}
      />
      On
    </label>
  );
}

function setup() {
  const router = createMemoryRouter([{ path: '/', element: <Box /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useInstantSearchParams', () => {
  it('answers the click at once, then the address follows', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'On' }));
    expect(screen.getByRole('checkbox', { name: 'On' })).toBeChecked();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.search).toBe('?on=true');
    expect(screen.getByRole('checkbox', { name: 'On' })).toBeChecked();
  });

  it('follows the address when it changes from elsewhere (back, a link)', async () => {
    const router = setup();
    await act(async () => {
      await router.navigate('/?on=true');
    });
    expect(screen.getByRole('checkbox', { name: 'On' })).toBeChecked();
    await act(async () => {
      await router.navigate('/?on=false');
    });
    expect(screen.getByRole('checkbox', { name: 'On' })).not.toBeChecked();
  });
});

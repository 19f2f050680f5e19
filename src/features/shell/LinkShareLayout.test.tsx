import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, screenWrapper } from '@/test-support/screen';
import { LinkShareLayout } from './LinkShareLayout';

function renderLayout(logoVisible: boolean) {
  const { client } = fakeServer({ 'GET /projects/7': () => ({ id: 7, title: 'Shared plans' }) });
  const Wrapper = screenWrapper({ client });
  const share = { hash: 'abc', projectId: 7, logoVisible };
  const router = createMemoryRouter(
    [
      {
        path: '/projects/:projectId/*',
        element: <LinkShareLayout share={share} />,
        children: [{ path: '*', element: <p>the view</p> }],
      },
    ],
    { initialEntries: ['/projects/7/1'] },
  );
  return render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
}

describe('LinkShareLayout', () => {
  it('shows the logo and the project title by default', async () => {
    const { container } = renderLayout(true);
    expect(await screen.findByText('Shared plans')).toBeTruthy();
    expect(container.querySelector('.link-share-header .logo')).not.toBeNull();
    expect(screen.getByText('the view')).toBeTruthy();
  });

  it('leaves the logo out when the link asked for logoVisible=false', async () => {
    const { container } = renderLayout(false);
    expect(await screen.findByText('Shared plans')).toBeTruthy();
    expect(container.querySelector('.link-share-header .logo')).toBeNull();
  });
});

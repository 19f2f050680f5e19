import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TaskLink, type TaskModalState } from './task-modal-route-state';

/** Every route path matched, by pattern. */
const matched = vi.hoisted(() => vi.fn<(pattern: unknown) => void>());
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  return {
    ...actual,
    matchPath: (...args: Parameters<typeof actual.matchPath>) => {
      matched(args[0]);
      return actual.matchPath(...args);
    },
  };
});

function Task() {
  const { pathname, state } = useLocation();
  const behind = (state as TaskModalState | null)?.backgroundLocation.pathname;
  return <p>{`${pathname} over ${behind}`}</p>;
}

describe('TaskLink', () => {
  it('a list of task links works out the opening state once, and each opens its task over the list', () => {
    render(
      <MemoryRouter initialEntries={['/projects/1/2']}>
        <Routes>
          <Route
            path="/projects/:projectId/:viewId"
            element={[3, 4, 5].map((id) => (
              <TaskLink key={id} taskId={id}>{`task ${id}`}</TaskLink>
            ))}
          />
          <Route path="/tasks/:taskId" element={<Task />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(matched.mock.calls.filter(([pattern]) => pattern === '/tasks/:taskId')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'task 4' }));
    expect(screen.getByText('/tasks/4 over /projects/1/2')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { Task } from '@/api/types';
import { PercentAttribute, PriorityAttribute } from './Attributes';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });

// Another client may store any number (a real server keeps it as given).
const task = {
  id: 1,
  title: 'Odd',
  priority: 1e308,
  percentDone: 42,
  dueDate: null,
  startDate: null,
  endDate: null,
} as unknown as Task;

function show(canWrite: boolean) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PriorityAttribute task={task} canWrite={canWrite} onSave={vi.fn()} />
      <PercentAttribute task={task} canWrite={canWrite} onSave={vi.fn()} />
    </I18nextProvider>,
  );
}

describe('priority and progress with out-of-range values', () => {
  it('reads them as the nearest level, never a raw translation key', () => {
    const { container } = show(false);
    expect(container.textContent).toContain('Do now');
    expect(container.textContent).toContain('100 %');
    expect(container.textContent).not.toMatch(/taskDetail|e\+308/);
  });

  it('selects the nearest level in the editable form', () => {
    show(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Priority').value).toBe('5');
    expect(screen.getByLabelText<HTMLSelectElement>('Progress').value).toBe('100');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChecklistHtml } from './ChecklistHtml';

const html =
  '<p>Steps <img src="x" onerror="alert(1)"></p><ul data-type="taskList">' +
  '<li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>Buy milk</p></div></li>' +
  '<li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked" onclick="alert(2)"><span></span></label><div><p>Call <a href="javascript:alert(3)">Anna</a></p></div></li>' +
  '</ul><form><input name="evil"></form><script>alert(4)</script>';

describe('ChecklistHtml', () => {
  it('builds one real checkbox per item, and nothing the sanitiser would not allow', () => {
    const { container } = render(
      <ChecklistHtml html={html} canTick itemLabel={(t) => `tick ${t}`} onToggle={vi.fn()} />,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);
    expect(container.querySelector('script, form, input[name="evil"], [onerror], [onclick]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(screen.getByText('Buy milk')).toBeInTheDocument();
  });

  it('reports the item, in document order, and whether it is now ticked', () => {
    const onToggle = vi.fn();
    render(<ChecklistHtml html={html} canTick itemLabel={(t) => `tick ${t}`} onToggle={onToggle} />);
    fireEvent.click(screen.getByLabelText('tick Call Anna'));
    expect(onToggle).toHaveBeenCalledWith(1, false);
    fireEvent.click(screen.getByLabelText('tick Buy milk'));
    expect(onToggle).toHaveBeenCalledWith(0, true);
  });

  it('keeps the boxes disabled for a read-only viewer', () => {
    render(<ChecklistHtml html={html} canTick={false} itemLabel={(t) => t} onToggle={vi.fn()} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});

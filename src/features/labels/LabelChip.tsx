import type { Label } from '@/api/types';
import { cssColor, textColorFor } from '@/lib/colors';

/** A label in its own colour, with text that stays readable on it. */
export function LabelChip({ label }: { label: Pick<Label, 'title' | 'hexColor'> }) {
  const background = cssColor(label.hexColor);
  return (
    <span className="label-chip" style={background ? { background, color: textColorFor(label.hexColor) } : undefined}>
      {label.title}
    </span>
  );
}

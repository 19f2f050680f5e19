/** The quick-add text field; swap for a highlighting one here (one line) when it fits the popup. */
export interface TitleInputProps {
  id: string;
  value: string;
  placeholder: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function PlainTitleInput({ id, value, placeholder, disabled, onChange }: TitleInputProps) {
  return (
    <input
      id={id}
      autoFocus
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export const TitleInput = PlainTitleInput;

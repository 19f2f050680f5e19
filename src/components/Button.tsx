import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Tooltip } from './Tooltip';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** An icon drawn before the text. */
  icon?: ReactNode;
  /** Why the button is disabled, shown as its tooltip. */
  disabledReason?: string;
}

/** The product's button. A disabled one with a reason shows the reason as its tooltip. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', icon, disabledReason, className, children, type = 'button', ...rest },
  ref,
) {
  const button = (
    <button ref={ref} type={type} className={`btn btn-${variant}${className ? ` ${className}` : ''}`} {...rest}>
      {icon}
      {children}
    </button>
  );
  if (rest.disabled && disabledReason)
    return (
      <Tooltip text={disabledReason} describes>
        {button}
      </Tooltip>
    );
  return button;
});

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  /** A longer tooltip than the name, e.g. what pressing it will do. */
  tooltip?: string;
  disabledReason?: string;
}

/** A button drawn as an icon alone: its name is its tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, tooltip, disabledReason, className, type = 'button', ...rest },
  ref,
) {
  const reason = rest.disabled ? disabledReason : undefined;
  return (
    <Tooltip text={reason ?? tooltip ?? label} describes={reason !== undefined}>
      <button
        ref={ref}
        type={type}
        aria-label={label}
        className={`btn btn-icon${className ? ` ${className}` : ''}`}
        {...rest}
      >
        {icon}
      </button>
    </Tooltip>
  );
});

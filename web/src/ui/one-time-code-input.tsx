import type { ComponentProps } from 'react';
import { Input } from './input';

/** The length of an authenticator app's codes. */
export const ONE_TIME_CODE_LENGTH = 6;

/** An authenticator app's code: a number pad on phones, and anything but digits dropped as it is typed. */
export function OneTimeCodeInput({ onChange, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ONE_TIME_CODE_LENGTH}
      pattern="[0-9]*"
      {...props}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        onChange?.(event);
      }}
    />
  );
}

import type { Email } from '../../platform/email/email-sender';

export function verificationEmail(to: string, name: string, url: string): Email {
  return {
    to,
    subject: 'Verify your email address',
    text: `Hello ${name},\n\nConfirm your email address to finish creating your account:\n${url}\n\nIf you did not sign up, you can ignore this email.`,
  };
}

export function passwordResetEmail(to: string, name: string, url: string): Email {
  return {
    to,
    subject: 'Reset your password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your account. Choose a new one here:\n${url}\n\nIf it was not you, you can ignore this email: your password stays as it is.`,
  };
}

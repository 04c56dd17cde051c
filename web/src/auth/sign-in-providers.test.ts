import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import { providerErrorMessageKey, providerErrorOf, signInChoiceOf, signInProvidersOf } from './sign-in-providers';

const providersConfig = ({
  email = true,
  github = false,
  google = false,
  customs = [] as { providerId: string; providerName: string; providerIconUrl?: string }[],
} = {}) => ({
  email: { isEnabled: email },
  github: { isEnabled: github },
  google: { isEnabled: google },
  customs,
});

const companySso = { providerId: 'company-sso', providerName: 'Company SSO', providerIconUrl: 'https://sso.example.com/logo.svg' };

describe('signInProvidersOf', () => {
  it('lists GitHub, Google, then the custom providers, each with how it signs in', () => {
    expect(
      signInProvidersOf(
        providersConfig({ github: true, google: true, customs: [companySso, { providerId: 'forge', providerName: 'Forge' }] }),
      ),
    ).toEqual([
      { kind: 'social', id: 'github', name: 'GitHub' },
      { kind: 'social', id: 'google', name: 'Google' },
      { kind: 'custom', id: 'company-sso', name: 'Company SSO', iconUrl: 'https://sso.example.com/logo.svg' },
      { kind: 'custom', id: 'forge', name: 'Forge', iconUrl: undefined },
    ]);
  });

  it('leaves out the disabled ones', () => {
    expect(signInProvidersOf(providersConfig({ google: true }))).toEqual([{ kind: 'social', id: 'google', name: 'Google' }]);
  });
});

describe('signInChoiceOf', () => {
  it('is the email form alone when no other provider is enabled', () => {
    expect(signInChoiceOf(providersConfig())).toEqual({ kind: 'email-only' });
  });

  it('is the providers, with or without email, when there are some', () => {
    expect(signInChoiceOf(providersConfig({ github: true }))).toEqual({
      kind: 'providers',
      isEmailEnabled: true,
      providers: [{ kind: 'social', id: 'github', name: 'GitHub' }],
    });
    expect(signInChoiceOf(providersConfig({ email: false, customs: [companySso] }))).toMatchObject({
      kind: 'providers',
      isEmailEnabled: false,
      providers: [{ id: 'company-sso' }],
    });
  });

  it('is nothing at all when every provider is off', () => {
    expect(signInChoiceOf(providersConfig({ email: false }))).toEqual({ kind: 'none' });
  });
});

describe('provider errors', () => {
  it.each([
    ['access_denied', 'access-denied'],
    ['signup_disabled', 'signup-disabled'],
    ['account_not_linked', 'account-not-linked'],
    ['unable_to_link_account', 'account-not-linked'],
    ['email_not_found', 'email-not-found'],
    ['email_not_verified', 'email-not-verified'],
    ['please_restart_the_process', 'restart'],
    ['state_not_found', 'restart'],
    ['server_error', 'unknown'],
    ['something_new', 'unknown'],
  ])('%s is explained by auth.providers.errors.%s', (code, key) => {
    expect(providerErrorMessageKey(code)).toBe(key);
    expect(en.auth.providers.errors[key as keyof typeof en.auth.providers.errors]).toBeTruthy();
  });

  it('reads the error and the provider it came from in the page address', () => {
    expect(providerErrorOf(new URLSearchParams('provider=company-sso&error=access_denied'))).toEqual({
      code: 'access_denied',
      providerId: 'company-sso',
    });
    expect(providerErrorOf(new URLSearchParams('error=state_not_found'))).toEqual({ code: 'state_not_found', providerId: null });
    expect(providerErrorOf(new URLSearchParams('provider=github'))).toBeNull();
  });
});

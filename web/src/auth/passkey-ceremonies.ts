import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { ApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/api-client';
import { isIpAddressHost } from './ip-address-host';

/**
 * The browser's half of the WebAuthn ceremonies (the server's is better-auth's passkey plugin).
 * Loaded when a passkey button is pressed, so the sign-in page does not carry it. A ceremony the
 * person cancelled, or that the device refused, becomes an ApiError with a code the locales name.
 */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WebAuthnError)
      throw new ApiError(
        400,
        error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? 'PASSKEY_ALREADY_REGISTERED' : 'PASSKEY_CANCELLED',
        error.message,
      );
    if (error instanceof DOMException) throw new ApiError(400, 'PASSKEY_CANCELLED', error.message);
    throw error;
  }
}

/** Said before any request: on an IP address (`npm start`'s 127.0.0.1), WebAuthn would only fail as if cancelled. */
function refuseIpAddressHost() {
  if (isIpAddressHost(window.location.hostname))
    throw new ApiError(400, 'PASSKEY_NEEDS_HOST_NAME', 'Passkeys need a host name (localhost or https), not an IP address.');
}

/** Signs in with one of the device's passkeys for this site. */
export async function signInWithPasskey(api: ApiClient) {
  refuseIpAddressHost();
  const optionsJSON = await api.auth.passkeys.authenticationOptions();
  const { clientExtensionResults: _unused, ...response } = await ceremony(() => startAuthentication({ optionsJSON }));
  await api.auth.passkeys.verifyAuthentication({ response });
}

/** Makes a passkey on this device (or a security key) for the signed-in account. */
export async function registerPasskey(api: ApiClient, name: string) {
  refuseIpAddressHost();
  const optionsJSON = await api.auth.passkeys.registrationOptions({ name });
  const { clientExtensionResults: _unused, ...response } = await ceremony(() => startRegistration({ optionsJSON }));
  await api.auth.passkeys.verifyRegistration({ response, name });
}

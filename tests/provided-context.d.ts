// What the vitest global setups hand to the tests (`inject`), typed for both sides.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback port of tests/webhook-receiver.global-setup.ts. */
    webhookReceiverPort: number;
    /** The loopback port of tests/stripe-fake.global-setup.ts. */
    stripeFakePort: number;
    /** The loopback port of tests/language-model-fake.global-setup.ts, an OpenAI-compatible server. */
    languageModelFakePort: number;
    /** The issuer URL of tests/oidc-provider.global-setup.ts. */
    oidcProviderUrl: string;
    /** The loopback port of its control server, which sets who signs in. */
    oidcControlPort: number;
  }
}

export {};

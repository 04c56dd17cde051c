// What the vitest global setups hand to the tests (`inject`), typed for both sides.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback port of tests/webhook-receiver.global-setup.ts. */
    webhookReceiverPort: number;
    /** The loopback port of tests/stripe-fake.global-setup.ts. */
    stripeFakePort: number;
  }
}

export {};

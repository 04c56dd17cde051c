/** The product's version: the API the original 0.9.1 client expects, in the config, the OpenAPI document and the webhooks' user agent. */
export const PRODUCT_VERSION = '0.9.1';

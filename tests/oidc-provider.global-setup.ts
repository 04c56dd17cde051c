import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { listenOnLoopback } from './loopback-server';

/**
 * A real OIDC provider on loopback for the worker tests (oauth2-mock-server, as the browser tests
 * use): it approves at once, as the person last set through its control server
 * (`PUT /identity { sub, email, name }`), with a verified email address.
 */
export default async function setup(project: TestProject) {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  let identity = { sub: '', email: '', name: '' };
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, { ...identity, email_verified: true }));
  provider.service.on('beforeUserinfo', (userInfo) => (userInfo.body = { ...identity, email_verified: true }));

  const control = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      identity = JSON.parse(body);
      response.writeHead(204).end();
    });
  });
  const controlServer = await listenOnLoopback(control);
  project.provide('oidcProviderUrl', provider.issuer.url!);
  project.provide('oidcControlPort', controlServer.port);
  return async () => {
    await controlServer.close();
    await provider.stop();
  };
}

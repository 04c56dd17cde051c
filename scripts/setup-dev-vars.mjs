// Creates .dev.vars with a random local AUTH_SECRET on first install, so `npm start` works
// without any manual setup. An existing file is never overwritten.
import { existsSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

const path = new URL('../.dev.vars', import.meta.url);
if (!existsSync(path)) {
  writeFileSync(path, `# Local development settings (not committed). See README "Configuration".\nAUTH_SECRET=${randomBytes(32).toString('hex')}\nAPP_ENV=development\n`);
  console.log('Created .dev.vars with a generated local AUTH_SECRET');
}

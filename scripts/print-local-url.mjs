// `npm start` names the address to open: wrangler binds 127.0.0.1, but passkeys (WebAuthn) refuse IP
// addresses, and the emails link to the address the app was opened at.
console.log(`Archive starts on http://localhost:${process.env.PORT || 8787}`);

export { startServer, freePort, repoRoot, type RunningServer, type StartServerOptions } from './server.ts';
export { launchBrowser, newContext, setToken, shot, DEVICES, langPrefix, registryDevice, type DeviceName, type Lang, type ContextOptions } from './browser.ts';
export { api, ApiError, apiCaptchaToken, apiLogin, apiRegister, apiSmsCode, solveProofOfWork, uniquePhone, TEST_PASSWORD, type SmsPurpose } from './api.ts';
export { listOutbox, readMail, readSmsCode, type OutboxEntry } from './outbox.ts';
export { watchPageErrors, type PageErrors } from './page-errors.ts';

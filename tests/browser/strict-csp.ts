/**
 * Puts this test page under a Content Security Policy without 'unsafe-eval', as a strict app
 * would. Imported first, so that the modules imported after it are evaluated under the policy.
 */
const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "script-src 'self' 'unsafe-inline'";
document.head.prepend(policy);

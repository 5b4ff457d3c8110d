import type { SessionUser } from '@sideline/domain';

export interface BootData {
  user: SessionUser | null;
  sentry: { dsn: string | null; environment: string; release: string };
  collabUrl: string;
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The web app's index.html with the boot data embedded as a non-executable JSON block,
 * so the signed-in user is known before the first render and the CSP needs no inline script.
 */
export function renderIndexPage(template: string, boot: BootData): string {
  const block = `<script type="application/json" id="sideline-boot">${jsonForScript(boot)}</script>`;
  return template.includes('</head>') ? template.replace('</head>', `${block}\n</head>`) : block + template;
}

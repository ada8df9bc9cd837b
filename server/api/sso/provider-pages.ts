/** The provider's own HTML pages: sign-in form, logout confirmation, logout done, error. */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const style = `body{font-family:system-ui,sans-serif;background:#f5f7fa;color:#1b2430;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d5dce4;border-radius:8px;padding:2rem;width:min(22rem,90vw)}
h1{font-size:1.3rem;margin:0 0 1rem}label{display:block;margin:.8rem 0 .3rem;font-size:.9rem}
input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #b7c2cd;border-radius:4px;font-size:1rem}
button{margin-top:1.2rem;width:100%;padding:.6rem;border:0;border-radius:4px;background:#1f5fa8;color:#fff;font-size:1rem;cursor:pointer}
.error{color:#b71c1c;margin:0 0 .5rem}.hint{color:#51606f;font-size:.85rem}a{color:#1f5fa8}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export interface LoginPageOptions {
  action: string;
  abortUrl: string;
  loginHint?: string;
  error?: string;
}

export function loginPage({ action, abortUrl, loginHint, error }: LoginPageOptions): string {
  return page(
    'Sign in — Meridian single sign-on',
    `<h1>Meridian single sign-on</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<label for="username">Username or e-mail</label>
<input id="username" name="username" required autocomplete="username" value="${escapeHtml(loginHint ?? '')}"${loginHint ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" required autocomplete="current-password"${loginHint ? ' autofocus' : ''}>
<label for="code">One-time code <span class="hint">(if two-factor sign-in is on)</span></label>
<input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" autocomplete="one-time-code">
<button type="submit">Sign in</button>
</form>
<p class="hint"><a href="${escapeHtml(abortUrl)}">Cancel and return to the portal</a></p>`,
  );
}

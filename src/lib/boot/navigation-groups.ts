/**
 * The navigation's groups collapse and remember it (in this browser: a display preference, not
 * part of the stored user). The group holding the current page always stays open.
 */
export const collapsedGroupsKey = 'portal_navigation_collapsed';

/** Runs inline right after the navigation is parsed, so a collapsed group never shows open first. */
export const collapsedGroupsScriptSource = `(()=>{try{const c=JSON.parse(localStorage.getItem(${JSON.stringify(collapsedGroupsKey)})||'[]');for(const d of document.querySelectorAll('#side-navigation details[data-group]'))if(c.includes(d.dataset.group)&&!d.querySelector('[aria-current=page]'))d.open=false}catch{}})()`;

export function rememberNavigationGroups(): void {
  const groups = document.querySelectorAll<HTMLDetailsElement>('#side-navigation details[data-group]');
  for (const group of groups) {
    group.addEventListener('toggle', () => {
      const collapsed = [...groups].filter((each) => !each.open).map((each) => each.dataset.group!);
      try {
        localStorage.setItem(collapsedGroupsKey, JSON.stringify(collapsed));
      } catch {
        // Storage may be full or refused: the groups still open and close, only not remembered.
      }
    });
  }
}

import { describe, expect, it } from 'vitest';
import { highlightStylesheet, permissionNames } from '~/lib/permissions/permission-gates';

describe('permission gates', () => {
  it('reads any-of permission lists', () => {
    expect(permissionNames('view-intelligence|prospect-viewer')).toEqual(['view-intelligence', 'prospect-viewer']);
    expect(permissionNames(' view-x ')).toEqual(['view-x']);
  });

  it('outlines what a highlighted permission gates, and refuses anything that is not a name and a colour', () => {
    const css = highlightStylesheet({ hidden: [], highlight: { 'view-domains': '#ff0000', 'bad"]{}': '#000', 'view-ssls': 'red;}' } });
    expect(css).toContain('[data-permission~="view-domains"]');
    expect(css).toContain('outline:2px dashed #ff0000');
    expect(css).not.toContain('bad');
    expect(css).not.toContain('view-ssls');
  });
});

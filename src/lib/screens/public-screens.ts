/** Routes without sign-in (spec section 2): sign-in, the API documentation and the approval page. */
import { areaScreens } from './screen-declaration.ts';

export const publicScreens = [
  ...areaScreens('login', 'login', ['/login', '/reset', '/logout'], { public: true }),
  ...areaScreens('api', 'docs', [
    ['/api', { menu: { group: 'api', icon: 'i-lucide-book-open', label: 'chrome:nav.item.apiDocs' } }],
    '/api/context', '/api/reference', '/api/authentication', '/api/dns-management', '/api/domain-management',
  ], { public: true }),
  ...areaScreens('approvals', 'material-approval', ['/approvals/{id}'], { public: true }),
];

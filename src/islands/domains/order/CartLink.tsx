type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** The cart's button: how many names it holds, leading to the order page. */
export function CartLink({ count, t }: { count: number; t: Translate }) {
  return (
    <a href="/domains/order" className="btn-outline px-3 py-1.5 no-underline" aria-label={t('domain-order:cart.linkLabel', { count })} data-cart-link data-cart-count={count}>
      <span className={count > 0 ? 'i-lucide-shopping-cart' : 'i-lucide-shopping-cart text-muted'} aria-hidden="true" />
      {t('domain-order:cart.link')}
      <span className={`min-w-5 rounded-full px-1.5 text-center text-xs font-semibold leading-5 ${count > 0 ? 'bg-primary text-white dark:text-background' : 'bg-background text-muted'}`} aria-hidden="true">
        {count}
      </span>
    </a>
  );
}

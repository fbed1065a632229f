import { useEffect, useRef, useState } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import type { z } from 'zod';
import { directoryTexts, type PublicServiceProvider, type serviceProviderPage } from '#shared/domain/classified.js';
import { Alert } from '#web/components/forms';
import { Modal } from '#web/components/Modal';
import { api } from '#web/lib/api/client';
import { ProviderCard } from './ProviderCard';
import { ProviderDetails } from './ProviderDetails';

type Page = z.infer<typeof serviceProviderPage>;

/**
 * One search's results: the total line, the cards of the pages loaded so far, Load more for the
 * next page, and the 'Service Provider Details' modal of the card whose View was pressed.
 */
export function ProviderResults({ first, category, focusOnShow }: { first: Page; category: string; focusOnShow: boolean }) {
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(first.page);
  const [total, setTotal] = useState(first.total);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [viewing, setViewing] = useState<PublicServiceProvider | null>(null);
  const totalRef = useRef<HTMLParagraphElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) totalRef.current?.focus();
  }, [focusOnShow]);

  async function loadMore() {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await api('getServiceProvidersPage', { params: { subCategoryId: category, page: String(page + 1) } });
      // A listing updated meanwhile may move to a later page: it is shown once.
      setItems((shown) => [...shown, ...next.items.filter((n) => !shown.some((s) => s.id === n.id))]);
      setPage(next.page);
      setTotal(next.total);
      if (next.page * first.pageSize >= next.total) countRef.current?.focus();
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  const more = page * first.pageSize < total;
  return (
    <section aria-label="Search results" className="provider-results">
      <p ref={totalRef} tabIndex={-1} className="search-total">
        {total === 1 ? 'Total 1 service provider found.' : `Total ${total} service providers found.`}
      </p>
      {items.length === 0 ? (
        <p className="cand-note">No service providers are listed in this category yet. Please try another one.</p>
      ) : (
        <ul className="provider-grid" aria-label="Service providers found">
          {items.map((p) => (
            <ProviderCard key={p.id} provider={p} onView={setViewing} />
          ))}
        </ul>
      )}
      {/* Only a result longer than a page needs the count and Load more. */}
      {total > first.pageSize && items.length > 0 && (
        <div className="search-more">
          <p ref={countRef} tabIndex={-1} role="status" className="cand-note">
            Showing {items.length} of {total}.
          </p>
          {moreFailed && (
            <Alert>
              <p>More service providers could not be loaded. Please try again.</p>
            </Alert>
          )}
          {more && (
            <Button onClick={() => void loadMore()} isDisabled={loadingMore} gap="0.5rem">
              {loadingMore && <Loader aria-hidden="true" />}
              Load more
            </Button>
          )}
        </div>
      )}
      <Modal open={viewing !== null} title={directoryTexts.detailsTitle} onClose={() => setViewing(null)}>
        {viewing && <ProviderDetails provider={viewing} />}
      </Modal>
    </section>
  );
}

/**
 * The watch screens' calls (through the data provider, src/lib/data): the watch overview, one
 * watch's report (the three report pages read the same answer), brand protection, a brand
 * domain's gap analysis, and opening a case from a match. Shapes: src/lib/schemas/watch-insights.ts.
 */
import { dataProvider, HttpError, type DataProvider } from '../data/index.ts';
import type {
  BrandProtectionAnswer,
  GapAnalysisAnswer,
  OpenCaseRequest,
  WatchCaseEntry,
  WatchOverviewAnswer,
  WatchReportAnswer,
} from '../schemas/watch-insights.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const segment = (value: number | string) => encodeURIComponent(String(value));

export function createWatchApi(data: Pick<DataProvider, 'call'>) {
  return {
    async overview(signal?: AbortSignal): Promise<WatchOverviewAnswer> {
      return (await data.call<{ data: WatchOverviewAnswer }>('GET', 'watch_overview', withSignal(signal))).data;
    },

    async report(watchId: number | string, signal?: AbortSignal): Promise<WatchReportAnswer> {
      return (await data.call<{ data: WatchReportAnswer }>('GET', `watches/${segment(watchId)}/report`, withSignal(signal))).data;
    },

    async brandProtection(signal?: AbortSignal): Promise<BrandProtectionAnswer> {
      return (await data.call<{ data: BrandProtectionAnswer }>('GET', 'brand_protection', withSignal(signal))).data;
    },

    /**
     * A domain's gap analysis, or null when the API has none for it (a 404: "no analysis for this
     * domain", passed to the caller rather than shown as the error screen — spec section 8).
     */
    async gapAnalysis(domainId: number | string, signal?: AbortSignal): Promise<GapAnalysisAnswer | null> {
      try {
        const answer = await data.call<GapAnalysisAnswer | { data: GapAnalysisAnswer }>('GET', `domains/${segment(domainId)}/gap_analysis`, withSignal(signal));
        return 'data' in answer ? answer.data : answer;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },

    /** Opens a case about a match; rejects with the API's HttpError (409 `case_exists` / `not_a_lookalike`, 400). */
    async openCase(watchId: number | string, matchId: number | string, request: OpenCaseRequest): Promise<WatchCaseEntry> {
      return (await data.call<{ data: WatchCaseEntry }>('POST', `watches/${segment(watchId)}/domains/${segment(matchId)}/case`, { body: request })).data;
    },
  };
}

export type WatchApi = ReturnType<typeof createWatchApi>;

export const watchApi: WatchApi = createWatchApi(dataProvider);

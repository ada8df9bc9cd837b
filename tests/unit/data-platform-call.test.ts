import { describe, expect, it } from 'vitest';
import { answer } from './support/fake-api.ts';
import { context, createTestDataProvider } from './support/fake-data-provider.ts';

const platformAnswer = (result: Record<string, unknown>) => () => answer(200, { platform: { status: 'ok', result } });

describe('platform calls', () => {
  it('POST /groups/{context}/platform_calls with the operation and its fields, answering platform.status and platform.result', async () => {
    const { data, api } = createTestDataProvider(platformAnswer({ actionResult: false, code: 200, result: { registry: 'verisign' } }));
    const answered = await data.platformCall('registrar.domain.info', { domain: 'example.com', 'options[contacts]': true });
    expect(api.sent[0]!.path).toBe(`groups/${context}/platform_calls`);
    expect(api.sent[0]!.json()).toEqual({ domain: 'example.com', options: { contacts: true }, operation: 'registrar.domain.info' });
    expect(answered).toEqual({ status: 'ok', result: { actionResult: false, code: 200, result: { registry: 'verisign' } } });
  });

  it('shows the message in green when the action ran with code 200', async () => {
    const { data, snackbars } = createTestDataProvider(platformAnswer({ actionResult: true, code: 200, message: 'Domain renewed.' }));
    await data.platformCall('registrar.domain.renew', { domain: 'example.com' });
    expect(snackbars).toEqual([{ content: 'Domain renewed.', color: 'green' }]);
  });

  it('shows the message in red when the action ran with another code', async () => {
    const { data, snackbars } = createTestDataProvider(platformAnswer({ actionResult: true, code: 2303, message: 'Object does not exist.' }));
    await data.platformCall('registrar.domain.renew', { domain: 'example.com' });
    expect(snackbars).toEqual([{ content: 'Object does not exist.', color: 'red' }]);
  });

  it('shows nothing when the action did not run', async () => {
    const { data, snackbars } = createTestDataProvider(platformAnswer({ actionResult: false, code: 500, message: 'Not sent.' }));
    await data.platformCall('registrar.domain.renew', {});
    expect(snackbars).toEqual([]);
  });
});

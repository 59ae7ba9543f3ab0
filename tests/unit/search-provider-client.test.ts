import { describe, expect, it } from '@rstest/core';
import type { liteClient as LiteClientFactory } from 'algoliasearch/lite';
// The browser build, as the page gets it (its timeouts differ from Node's).
// It ships no declarations of its own: its API is algoliasearch/lite's.
// @ts-expect-error TS7016
import { liteClient as browserLiteClient } from '../../node_modules/algoliasearch/dist/lite/builds/browser.js';

const liteClient: typeof LiteClientFactory = browserLiteClient;

/** What the client hands its requester for one try on one host. */
interface Attempt {
  url: string;
  connectTimeout: number;
  responseTimeout: number;
}

interface Answer {
  status: number;
  content?: string;
  isTimedOut?: boolean;
}

const HOSTS = ['first', 'second', 'third'].map((url) => ({
  url,
  accept: 'readWrite' as const,
  protocol: 'https' as const,
}));

/** A client whose hosts answer as `answer` says, recording every try. */
function clientAnswering(answer: (host: string, attempt: number) => Answer) {
  const attempts: Attempt[] = [];
  const client = liteClient('APPID', 'secret-search-key', {
    hosts: HOSTS,
    requester: {
      send: async (request: Attempt) => {
        attempts.push(request);
        const host = new URL(request.url).hostname;
        const {
          status,
          content = '',
          isTimedOut = false,
        } = answer(host, attempts.length);
        return { status, content, isTimedOut, headers: {} };
      },
    },
  });
  const hostsAsked = () => attempts.map(({ url }) => new URL(url).hostname);
  return { client, attempts, hostsAsked };
}

const OK = { status: 200, content: '{"results":[{"hits":[],"nbHits":0}]}' };
const query = (text: string) => ({
  requests: [{ indexName: 'rslib', query: text }],
});

describe('hosted search client: validation', () => {
  it('needs an application id and an api key', () => {
    expect(() => liteClient('', 'key')).toThrow('`appId` is missing.');
    expect(() => liteClient('APPID', '')).toThrow('`apiKey` is missing.');
  });

  it('names the parameter each call is missing', () => {
    const client = liteClient('APPID', 'key');
    expect(() => client.customPost({ path: '' })).toThrow(
      'Parameter `path` is required when calling `customPost`.',
    );
    expect(() => client.search(undefined as never)).toThrow(
      'Parameter `searchMethodParams` is required when calling `search`.',
    );
    expect(() => client.search({} as never)).toThrow(
      'Parameter `searchMethodParams.requests` is required when calling `search`.',
    );
    expect(() => client.getRecommendations(undefined as never)).toThrow(
      'Parameter `getRecommendationsParams` is required when calling `getRecommendations`.',
    );
    expect(() => client.getRecommendations({} as never)).toThrow(
      'Parameter `getRecommendationsParams.requests` is required when calling `getRecommendations`.',
    );
  });
});

describe('hosted search client: timeouts', () => {
  it('connects within 1 s and reads within 2 s, longer after a timed-out host; writes get 30 s', async () => {
    const { client, attempts } = clientAnswering((host) =>
      host === 'first' ? { status: 0, isTimedOut: true } : OK,
    );
    await client.search(query('dts'));
    expect(
      attempts.map(({ connectTimeout, responseTimeout }) => [
        connectTimeout,
        responseTimeout,
      ]),
    ).toEqual([
      [1_000, 2_000],
      [4_000, 8_000],
    ]);

    const write = clientAnswering(() => OK);
    await write.client.customPost({ path: '1/anything' });
    expect(write.attempts[0].responseTimeout).toBe(30_000);
  });
});

describe('hosted search client: errors', () => {
  it('all hosts unreachable: a RetryError naming unreachable hosts and the application id', async () => {
    const { client, hostsAsked } = clientAnswering(() => ({ status: 503 }));
    const error = await client.search(query('dts')).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RetryError' });
    expect((error as Error).message).toMatch(
      /^Unreachable hosts - your application id may be incorrect/,
    );
    expect(hostsAsked()).toEqual(['first', 'second', 'third']);
  });

  it('a 4xx answer is an api error with its status, message and error field, not retried', async () => {
    const { client, hostsAsked } = clientAnswering(() => ({
      status: 400,
      content: '{"message":"Invalid query","status":400,"error":{"code":"x"}}',
    }));
    const error = await client.search(query('dts')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid query',
      error: { code: 'x' },
    });
    expect(hostsAsked()).toEqual(['first']);
  });

  it('a 2xx answer that is not JSON is a deserialisation error', async () => {
    const { client } = clientAnswering(() => ({
      status: 200,
      content: '<html>',
    }));
    const error = await client.search(query('dts')).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'DeserializationError' });
  });
});

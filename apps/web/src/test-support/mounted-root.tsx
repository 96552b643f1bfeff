import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * For component tests: a React root in the document and a mocked `fetch`, made fresh before
 * each test of the calling `describe` and removed after it.
 */
export function useMountedRoot() {
  const fetchMock = vi.fn<typeof fetch>();
  let root: Root | undefined;
  let container: HTMLElement | undefined;

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    vi.unstubAllGlobals();
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });

  return {
    fetchMock,
    container: () => container!,
    /** Unmounts what was rendered; the next `render` mounts afresh. */
    unmount: () => {
      act(() => root?.unmount());
      root = createRoot(container!);
    },
    /**
     * Renders `node` with a fresh query client, inside a memory router at `path`. The client
     * does not retry a failed query: a retry waits a second, longer than any test waits.
     */
    render: (node: ReactNode, path = "/") =>
      act(async () => {
        const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        root!.render(
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
          </QueryClientProvider>,
        );
      }),
  };
}

import { render, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { createBrowserRouter, createMemoryRouter, isRouteErrorResponse, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataRouterContext, DataRouterStateContext, ErrorResponseImpl } from './router-seams';

/** Fails when a React Router upgrade moves what lib/router-seams.ts names. */
describe("what the shop uses of React Router's private parts", () => {
  it('gives a page the data router and its state through their contexts, as the scroll restoration and the head read them', async () => {
    function Reader() {
      const router = useContext(DataRouterContext)?.router;
      const state = useContext(DataRouterStateContext);
      return (
        <p>
          {router?.state.location.pathname} {state?.location.pathname} {String(state?.errors ?? 'no errors')}{' '}
          {typeof router?.navigate}
        </p>
      );
    }
    const router = createMemoryRouter([{ path: '/jewellery/:id', Component: Reader }], {
      initialEntries: ['/jewellery/7'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('/jewellery/7 /jewellery/7 no errors function')).toBeTruthy();
  });

  it("rebuilds a route's error response that the router's own checks recognise", () => {
    const error = new ErrorResponseImpl(404, 'Not Found', { reason: 'gone' });
    expect(isRouteErrorResponse(error)).toBe(true);
    expect({ status: error.status, statusText: error.statusText, data: error.data }).toEqual({
      status: 404,
      statusText: 'Not Found',
      data: { reason: 'gone' },
    });
  });

  it("keeps its own fields in a browser history entry's state, beside which the full-screen photo adds one", async () => {
    const router = createBrowserRouter([{ path: '*', Component: () => null }]);
    await router.navigate('/jewellery/7', { state: { from: 'list' } });
    expect(window.history.state).toEqual({
      usr: { from: 'list' },
      key: router.state.location.key,
      idx: expect.any(Number),
    });
    // An entry pushed with one field more is, to the router, the same page: Back from it is a step to the same address.
    const { key } = router.state.location;
    window.history.pushState({ ...window.history.state, photo: 1 }, '');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect({
      pathname: router.state.location.pathname,
      key: router.state.location.key,
      action: router.state.historyAction,
    }).toEqual({ pathname: '/jewellery/7', key, action: 'POP' });
    router.dispose();
  });
});

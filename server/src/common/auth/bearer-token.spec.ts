import { bearerToken } from './bearer-token';

describe('bearer token from the Authorization header', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl';

  it('reads exactly one token after the Bearer scheme', () => {
    expect(bearerToken(`Bearer ${jwt}`)).toBe(jwt);
    expect(bearerToken(`bearer ${jwt}`)).toBe(jwt);
  });

  it.each([
    [undefined],
    [''],
    ['Bearer '],
    [`Bearer ${jwt} ${jwt}`],
    [`Bearer  ${jwt}`],
    [`Bearer ${jwt} `],
    [`Basic ${jwt}`],
    [jwt],
    ['Bearer not-a-jwt'],
  ])('finds no token in %p', (header) => {
    expect(bearerToken(header)).toBeUndefined();
  });
});

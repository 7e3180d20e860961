/**
 * The browser code reads the session through Amplify's public API (fetchAuthSession, signOut),
 * never through the keys Amplify happens to store its tokens under (issue 24, item 7): those keys
 * are Amplify's own business and change between its versions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../frontend/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Amplify v6's storage keys: CognitoIdentityServiceProvider.<clientId>.<user>.accessToken and so on. */
const amplifyKeys =
  /CognitoIdentityServiceProvider|LastAuthUser|\.(accessToken|idToken|refreshToken|clockDrift)['`"]/;

describe('the browser code and Amplify', () => {
  it("does not read Amplify's token storage keys", () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(10);
    const readers = files
      .filter((file) => amplifyKeys.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(readers).toEqual([]);
  });
});

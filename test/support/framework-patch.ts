/** Checks that a framework patch's guard failed, and that its error says which patch and why. */
import assert from 'node:assert/strict';
import {FRAMEWORK_PATCHES_VARIABLE, FrameworkPatchError} from '../../config/framework-patch-error';

/**
 * Asserts that `run` throws the FrameworkPatchError of `patch`, in the one
 * format every guard uses, with `problem` (text it contains, or a pattern).
 */
export function assertPatchGuardFails(
  run: () => unknown,
  patch: string,
  problem: string | RegExp,
): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof FrameworkPatchError, `not a FrameworkPatchError: ${String(error)}`);
    assert.equal(error.patch, patch);
    assert.ok(error.message.startsWith(`[framework-patch ${patch}] `), error.message);
    assert.ok(
      error.message.endsWith(
        ` changed; update or disable the patch (${FRAMEWORK_PATCHES_VARIABLE}=off)`,
      ),
      error.message,
    );
    if (typeof problem === 'string') assert.ok(error.message.includes(problem), error.message);
    else assert.match(error.message, problem);
    return true;
  });
}

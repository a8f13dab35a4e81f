/**
 * Finds a system tool the tests or the tools of scripts/ need and, when it is
 * missing on Debian and they run as root, installs its package with apt-get.
 * Anywhere else they fail with the exact command to run: they never skip
 * silently.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export interface DebianTool {
  /** What the tool is called in messages, e.g. "Chromium". */
  name: string;
  /** Debian package that provides it (several, separated by spaces). */
  packageName: string;
  /** What it is used for, for the error message. */
  neededFor: string;
  /** Returns the tool's path if it is there. */
  find: () => string | undefined;
}

export function installCommand(packageName: string): string {
  return `sudo apt-get update && sudo apt-get install -y ${packageName}`;
}

function canInstall(): boolean {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0;
}

function aptInstall(packageName: string): void {
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
  execFileSync('apt-get', ['install', '-y', '-qq', ...packageName.split(/\s+/)], {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  });
}

export function ensureDebianTool(tool: DebianTool): string {
  const found = tool.find();
  if (found) {
    return found;
  }
  if (canInstall()) {
    console.log(
      `${tool.name} not found: installing Debian package "${tool.packageName}" with apt-get...`,
    );
    aptInstall(tool.packageName);
    const installed = tool.find();
    if (installed) {
      return installed;
    }
  }
  throw new Error(
    `${tool.name} is required for ${tool.neededFor} and was not found. Install it with:\n  ${installCommand(tool.packageName)}`,
  );
}

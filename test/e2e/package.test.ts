// vouch as a newcomer gets it: `npm install` in a fresh clone leaves the lock file as it is, and an
// install from the packed tarball (what npm publishes, what a git URL builds) runs `vouch bot` and
// `vouch start` — the reference bot ships inside the package.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fromRoot } from '../support/repo.js';

interface LockEntry {
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

test('package-lock.json lists every optional dependency its packages name, so npm install has nothing to add', () => {
  const lock = JSON.parse(readFileSync(fromRoot('package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      // npm looks for a dependency beside the package, then up the tree: any level will do.
      const levels = path.split('node_modules/').map((_, i, parts) => parts.slice(0, i + 1).join('node_modules/'));
      if (!levels.some((level) => lock.packages[`${level}${level === '' || level.endsWith('/') ? '' : '/'}node_modules/${name}`] !== undefined)) {
        missing.push(`${path || '(root)'} → ${name}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'npm install would add these to the lock file: run npm install and commit it');
});

const built = existsSync(fromRoot('dist', 'bin', 'main.js'));

test(
  'installed from the packed tarball, `vouch bot` serves and `vouch start` evaluates the reference bot',
  { skip: !(process.env.VOUCH_CLI && built) && 'needs a fresh build: npm run test:dist runs it' },
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vouch-pack-'));
    try {
      const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: fromRoot(), encoding: 'utf8' });
      assert.equal(packed.status, 0, packed.stderr);
      const filename = (JSON.parse(packed.stdout) as { filename: string }[])[0]?.filename;
      // An app that depends on vouch: the tarball unpacked as node_modules/vouch, its dependencies
      // beside it (linked from this checkout's install) — and no workspace package of the bot.
      const modules = join(dir, 'app', 'node_modules');
      await mkdir(join(modules, 'vouch'), { recursive: true });
      const tar = spawnSync('tar', ['-xzf', join(dir, filename!), '-C', join(modules, 'vouch'), '--strip-components=1']);
      assert.equal(tar.status, 0, String(tar.stderr));
      for (const name of readdirSync(fromRoot('node_modules'))) {
        if (name === 'vouch' || name === '@vouch' || name.startsWith('.')) continue;
        await symlink(fromRoot('node_modules', name), join(modules, name));
      }
      const main = join(modules, 'vouch', 'dist', 'bin', 'main.js');
      const app = join(dir, 'app');

      const bot = spawn(process.execPath, [main, 'bot', '--port', '0'], { cwd: app, stdio: ['ignore', 'ignore', 'pipe'] });
      let said = '';
      const url = await new Promise<string>((done, fail) => {
        bot.stderr.setEncoding('utf8').on('data', (d: string) => {
          said += d;
          const found = /health: GET +(\S+)/.exec(said)?.[1];
          if (found) done(found);
        });
        bot.on('close', () => fail(new Error(`vouch bot exited: ${said}`)));
      });
      assert.equal((await fetch(url)).status, 200);
      bot.kill('SIGINT');

      const start = spawnSync(process.execPath, [main, 'start', '--no-reports'], { cwd: app, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      assert.equal(start.status, 0, start.stderr + start.stdout);
      assert.match(start.stdout, /reference bot on http:\/\/127\.0\.0\.1:\d+ · suite .*shieldbot\.yaml/);
      assert.match(start.stdout, /gate: PASS|gate: WARN/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type * as Converter from '@tensorflow/tfjs-converter';
import type * as Tf from '@tensorflow/tfjs-core';

/**
 * The on-device models, read from the npm packages that ship them (docs/caricature-models.md
 * names each one and its licence). Nothing is fetched: tfjs's own file loader exists only in
 * tfjs-node, so a load router serves `disk://` URLs from the file system, and the wasm
 * backend's binaries are read from node_modules.
 */

// CommonJS on purpose: human's wasm bundle `require`s tfjs, and both sides must share one
// tfjs instance (its backend registry and load routers are module state).
const require = createRequire(import.meta.url);
const SCHEME = 'disk://';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The parts of @vladmandic/human we call; its bundled types do not resolve under `exports`. */
interface HumanResult {
  face: { box: [number, number, number, number]; score: number }[];
  object: { label: string; score: number; box: [number, number, number, number] }[];
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: Tf.Tensor, config?: object): Promise<HumanResult>;
}

export interface Models {
  tf: typeof Tf;
  human: HumanInstance;
  selfie: Converter.GraphModel;
}

let loading: Promise<Models> | undefined;

/** Loads the models once per process, on the first caricature (never at start-up). */
export function loadModels(): Promise<Models> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

async function load(): Promise<Models> {
  const tf = require('@tensorflow/tfjs-core') as typeof Tf;
  const converter = require('@tensorflow/tfjs-converter') as typeof Converter;
  registerDiskLoader(tf);
  const humanDist = dirname(require.resolve('@vladmandic/human'));
  // The package's `exports` keys lack the leading "./", so Node refuses the subpath: load it by path.
  const { Human } = require(join(humanDist, 'human.node-wasm.js')) as {
    Human: new (config: object) => HumanInstance;
  };
  const vladmandic = resolve(humanDist, '..', '..');
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  // One thread: the server already runs renders side by side on the machine's cores.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  const human = new Human({
    backend: 'wasm',
    wasmPath: `${wasmDir}/`,
    wasmPlatformFetch: false,
    modelBasePath: `${SCHEME}${vladmandic}/`,
    debug: false,
    cacheModels: false,
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { modelPath: 'human/models/blazeface.json', rotation: false, maxDetected: 3, minConfidence: 0.5 },
      mesh: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: { enabled: true, modelPath: 'human-models/models/nanodet.json', minConfidence: 0.1, maxDetected: 10 },
  });
  await human.load();
  const selfie = await converter.loadGraphModel(`${SCHEME}${vladmandic}/human-models/models/selfie.json`);
  return { tf, human, selfie };
}

let registered = false;

/** Serves `disk://<absolute path to model.json>` from the file system, weights beside it. */
function registerDiskLoader(tf: typeof Tf): void {
  if (registered) return;
  registered = true;
  // A router answers null for URLs it does not own (tfjs's typing leaves that out).
  const router = (url: string | string[]): Tf.io.IOHandler | null => {
    const path = typeof url === 'string' && url.startsWith(SCHEME) ? url.slice(SCHEME.length) : null;
    if (!path) return null;
    return {
      async load() {
        const json = JSON.parse(await readFile(path, 'utf8')) as Tf.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const files = manifest.flatMap((group) => group.paths.map((p) => readFile(join(dirname(path), p))));
          const bytes = Buffer.concat(await Promise.all(files));
          const weights = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
          return [manifest.flatMap((group) => group.weights), weights];
        });
      },
    };
  };
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

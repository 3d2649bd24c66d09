// jsdom lacks structuredClone, TextEncoder/TextDecoder (fake-indexeddb, react-router 7),
// matchMedia and ResizeObserver (antd), BroadcastChannel (the bus relay). Node has the first
// ones; we hand them over, and give antd the browser APIs it probes.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');
const { BroadcastChannel, MessageChannel, MessagePort } = require('node:worker_threads');

class FacilityOpsJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.structuredClone = structuredClone;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.BroadcastChannel = g.BroadcastChannel ?? BroadcastChannel;
    // Node's message ports keep the process alive; a test run must end when its tests do.
    g.MessageChannel =
      g.MessageChannel ??
      class UnrefMessageChannel extends MessageChannel {
        constructor() {
          super();
          // Adding a message listener re-refs a port: keep both unref'd for good.
          for (const port of [this.port1, this.port2]) {
            port.unref();
            port.ref = () => {};
          }
        }
      };
    g.MessagePort = g.MessagePort ?? MessagePort;
    g.setImmediate = g.setImmediate ?? setImmediate;
    g.clearImmediate = g.clearImmediate ?? clearImmediate;
    g.Request = g.Request ?? Request;
    g.Response = g.Response ?? Response;
    g.Headers = g.Headers ?? Headers;
    g.fetch = g.fetch ?? fetch;
    // Node's Blob, File and FormData, so that blobs read back from (fake) IndexedDB, which clones
    // with Node's structuredClone, are the same kind the page appends to a FormData.
    g.Blob = Blob;
    g.File = File;
    g.FormData = FormData;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.matchMedia =
      g.matchMedia ??
      ((query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }));
    g.ResizeObserver =
      g.ResizeObserver ??
      class ResizeObserver {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    g.scrollTo = () => {};
    // jsdom answers a pseudo-element's style with the element's own, after logging "Not implemented"
    // with a stack trace; antd asks for ::-webkit-scrollbar whenever a drawer or modal opens.
    const computedStyle = g.getComputedStyle;
    g.getComputedStyle = function getComputedStyle(element) {
      return computedStyle.call(this, element);
    };
  }
}

module.exports = FacilityOpsJsdomEnvironment;

/**
 * With `PMI_TEST_BRIDGE=standard`, toNodeListener's direct path is turned off for the run, so
 * that every HTTP test (the reference service's included) goes through the standard path with
 * a real undici Request, as an embedder's own handler does. CI runs the HTTP tests both ways.
 */
import { setRawExchangeEnabled } from "../../src/http/rawExchange.js";

if (process.env.PMI_TEST_BRIDGE === "standard") setRawExchangeEnabled(false);
else if (process.env.PMI_TEST_BRIDGE !== undefined && process.env.PMI_TEST_BRIDGE !== "direct") {
  throw new Error(`PMI_TEST_BRIDGE is standard or direct, not ${process.env.PMI_TEST_BRIDGE}`);
}

import { chmod, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureWritableFolder } from "./ensureWritableFolder.js";

describe("ensureWritableFolder", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "pmi-writable-"));
  });
  afterEach(async () => {
    await chmod(folder, 0o700);
    await rm(folder, { recursive: true, force: true });
  });

  it("makes a missing folder and its parents", async () => {
    await ensureWritableFolder(join(folder, "data", "quotes"), "PMI_DATA_DIR");
    expect((await stat(join(folder, "data", "quotes"))).isDirectory()).toBe(true);
  });

  it("throws what is not a refusal as it is: a file where the folder should be", async () => {
    await writeFile(join(folder, "data"), "");
    await expect(ensureWritableFolder(join(folder, "data", "quotes"), "PMI_DATA_DIR")).rejects.toMatchObject({ code: "ENOTDIR" });
  });

  // Root may write anywhere: as root, packages/service/test/containerImage.test.ts shows the
  // refusal to the user nobody, as in a container.
  it.runIf(process.getuid?.() !== 0)("names the folder, the user and the setting when this process may not write there", async () => {
    await chmod(folder, 0o500);
    await expect(ensureWritableFolder(join(folder, "quotes"), "PMI_DATA_DIR")).rejects.toThrow(
      `this process (user id ${process.getuid?.()}) may not create or write the folder ${join(folder, "quotes")} (EACCES): point PMI_DATA_DIR at a folder it may write`,
    );
  });
});

// For `npm run lighthouse`: an expert article with an image, written as an editor would (issue
// 30): sign in, upload a photo to the media library, write the article with the image below its
// first section, and publish it. Returns the article's path, to be measured with the rest.
import sharp from "sharp";

async function call(origin: string, path: string, init: RequestInit & { cookie?: string }) {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const json = (body: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

export async function publishArticleWithImage(origin: string, password: string): Promise<string> {
  const login = await call(origin, "/api/admin/login", { method: "POST", ...json({ password }) });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";

  // A photo-like image (noise compresses about as badly as a real photograph).
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: "#6b8f5e",
      noise: { type: "gaussian", mean: 120, sigma: 18 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "ramp.jpg");
  form.append("alt", "A folding aluminium ramp laid across the front step of a small shop");
  const image = await (
    await call(origin, "/api/admin/media", { method: "POST", body: form, cookie })
  ).json();

  const categories = await (await call(origin, "/api/advice/categories", {})).json();
  const content = [
    "## Why a ramp matters",
    "",
    "A single step at the door turns away wheelchair users, people with pushchairs and anyone unsteady on their feet. A portable ramp costs far less than building work and can be out in a minute.",
    "",
    "## Choosing one",
    "",
    `![${image.alt}](${image.url})`,
    "",
    "Measure the height of the step, then choose a ramp long enough for a gentle slope. Check the width takes a wheelchair with room to spare, and that the surface grips in the rain.",
  ].join("\n");
  const article = await (
    await call(origin, "/api/admin/articles", {
      method: "POST",
      cookie,
      ...json({
        title: "Choosing a portable ramp",
        excerpt: "How to choose a portable ramp your customers can use.",
        categoryId: categories[0].id,
        tags: ["ramps", "entrances"],
        content,
      }),
    })
  ).json();
  await call(origin, `/api/admin/articles/${article.id}/publish`, { method: "POST", cookie });
  return article.url;
}

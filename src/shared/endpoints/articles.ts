// Expert articles as visitors read them (docs/product.md#expert-articles): the categories, the
// list (searchable, by category) and one article with the quick solutions it points to. Writing
// them is the publishing pipeline's (./publishing.ts).
import { PUBLIC } from "../access.ts";
import {
  adviceCategoryList,
  articleListQuery,
  publicArticle,
  publicArticleList,
} from "../contracts/articles.ts";
import { errorResponse, idParams } from "../contracts/common.ts";
import { declareArea, declareEndpoints } from "../endpoint.ts";

export const articleArea = declareArea(
  "articles",
  "Expert articles and their categories, as visitors read them.",
);

export const articleEndpoints = declareEndpoints({
  "GET /api/advice/categories": {
    access: PUBLIC,
    schema: { response: { 200: adviceCategoryList } },
  },
  "GET /api/advice/articles": {
    access: PUBLIC,
    schema: { querystring: articleListQuery, response: { 200: publicArticleList } },
  },
  "GET /api/advice/articles/:id": {
    access: PUBLIC,
    schema: { params: idParams, response: { 200: publicArticle, 404: errorResponse } },
  },
});

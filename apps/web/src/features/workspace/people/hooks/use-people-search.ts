import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { usePeopleList } from "../api/people-api.ts";
import {
  nextSort,
  peopleQuery,
  readPeopleSearch,
  writePeopleSearch,
  type FilterName,
  type PeopleSearch,
} from "../lib/people-search.ts";
import type { PersonSortKey } from "@fleetward/contracts/workspace-people";

/** Typing pauses this long before the search goes into the URL and to the API. */
const typingPauseMs = 300;

/** The people list: its state in the URL, the search box's text, and the pages loaded. */
export function usePeopleSearch() {
  const [params, setParams] = useSearchParams();
  const search = readPeopleSearch(params);
  const list = usePeopleList(peopleQuery(search));

  const update = (change: Partial<PeopleSearch>, replace = false) =>
    setParams(writePeopleSearch({ ...search, ...change }), { replace });

  const searchBox = useSearchBox(search.q, (q) => update({ q }, true));

  return {
    search,
    list,
    searchBox,
    setFilter: (name: Exclude<FilterName, "q">, value: string) => update({ [name]: value }),
    sortBy: (key: PersonSortKey) => update({ sort: nextSort(search.sort, key) }),
    clearFilters: () => {
      searchBox.reset();
      setParams(
        writePeopleSearch({ ...search, q: "", status: "", department: "", location_id: "" }),
      );
    },
    filtered: Boolean(search.q || search.status || search.department || search.location_id),
  };
}

export type PeopleSearchState = ReturnType<typeof usePeopleSearch>;

/**
 * The search box's own text, sent after a pause in typing. Back and Forward change the URL
 * under it: then the box shows the URL's text again.
 */
function useSearchBox(fromUrl: string, send: (q: string) => void) {
  const [text, setText] = useState(fromUrl);
  const sent = useRef(fromUrl);
  const sendNow = useEffectEvent(send);

  useEffect(() => {
    if (fromUrl !== sent.current) {
      sent.current = fromUrl;
      setText(fromUrl);
    }
  }, [fromUrl]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      sendNow(text);
    }, typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);

  return {
    text,
    setText,
    reset: () => {
      sent.current = "";
      setText("");
    },
  };
}

/** Query keys of the Messages page: the chat list the socket events patch (docs/decisions/017). */
export const chatKeys = {
  list: ['chats'] as const,
};

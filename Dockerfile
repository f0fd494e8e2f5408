FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app

COPY pyproject.toml README.md requirements-runtime.lock ./
# Every dependency pinned by its hash (make lock); the app itself adds none.
RUN pip install --require-hashes -r requirements-runtime.lock
COPY app ./app
RUN pip install --no-deps .

COPY migrations ./migrations
COPY content ./content
COPY static ./static

RUN useradd --system --uid 1000 hunters && mkdir -p /app/data && chown hunters /app/data
USER hunters
EXPOSE 8000
CMD ["sh", "-c", "hunters migrate && hunters content load && hunters content load content/primal-base && exec python -m app.serve --host 0.0.0.0 --workers 2"]

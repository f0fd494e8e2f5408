FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app

COPY pyproject.toml README.md ./
COPY app ./app
RUN pip install .

COPY migrations ./migrations
COPY content ./content
COPY static ./static

RUN useradd --system --uid 1000 hunters && mkdir -p /app/data && chown hunters /app/data
USER hunters
EXPOSE 8000
CMD ["sh", "-c", "hunters migrate && hunters content load && hunters serve --host 0.0.0.0 --workers 2"]
